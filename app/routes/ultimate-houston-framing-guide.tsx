export default function Page() {
  return <h1 className="p-8 text-3xl">ultimate-houston-framing-guide</h1>;
}
