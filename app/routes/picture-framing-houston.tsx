export default function Page() {
  return <h1 className="p-8 text-3xl">picture-framing-houston</h1>;
}
