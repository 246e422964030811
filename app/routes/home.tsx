export default function Home() {
  return (
    <section className="p-8">
      <h1 className="text-4xl">Custom picture framing in the Houston Heights</h1>
    </section>
  );
}
