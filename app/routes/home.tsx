import { useState } from "react";

export default function Home() {
  const [count, setCount] = useState(0);
  return (
    <section className="p-8">
      <h1 className="text-4xl">Custom picture framing in the Houston Heights</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)} data-testid="hydration-probe">
        Clicked {count}
      </button>
    </section>
  );
}
