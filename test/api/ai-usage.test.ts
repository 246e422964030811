import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { callCost } from "~/lib/ai-cost";
import { LocalStandInAssistant } from "~worker/services/ai/assistant";
import { DEFAULT_CIRCUIT_BREAKER } from "~worker/services/ai/usage";
import { asOwner, json, request } from "./helpers";

interface Stats {
  stats: {
    dailyCost: number;
    monthlyCost: number;
    totalRequests: number;
    averageCostPerRequest: number;
  };
  status: { allowed: boolean; reason: string | null };
  circuitBreaker: typeof DEFAULT_CIRCUIT_BREAKER;
}

async function clearKv() {
  const { keys } = await env.USAGE.list();
  await Promise.all(keys.map((k) => env.USAGE.delete(k.name)));
}

const send = (message: string) => asOwner("/api/chat", json({ message, context: "blog_creation" }));
const stats = async () => (await asOwner("/api/usage/stats")).json<Stats>();
const configure = (settings: Partial<typeof DEFAULT_CIRCUIT_BREAKER>) =>
  asOwner("/api/usage/circuit-breaker", json({ ...DEFAULT_CIRCUIT_BREAKER, ...settings }));

beforeEach(clearKv);

describe("POST /api/chat", () => {
  it("answers with the stand-in and records cost and counts", async () => {
    const before = LocalStandInAssistant.calls;
    const res = await send("How do I frame a jersey?");
    expect(res.status).toBe(200);
    const body = await res.json<{
      content: string;
      standIn: boolean;
      model: string;
      usage: { inputTokens: number; outputTokens: number; cost: number };
    }>();
    expect(body.standIn).toBe(true);
    expect(body.content).toMatch(/^# How do I frame a jersey/);
    expect(body.content).toMatch(/^Keywords: /m);
    expect(body.content).toMatch(/^Meta description: /m);
    expect(body.usage.inputTokens).toBeGreaterThan(0);
    expect(body.usage.outputTokens).toBeGreaterThan(0);
    expect(body.usage.cost).toBeCloseTo(
      callCost(env.AI_MODEL, body.usage.inputTokens, body.usage.outputTokens),
      12,
    );
    expect(LocalStandInAssistant.calls).toBe(before + 1);

    await send("Another question about mats");
    const s = await stats();
    expect(s.stats.totalRequests).toBe(2);
    expect(s.stats.dailyCost).toBeGreaterThan(body.usage.cost);
    expect(s.stats.monthlyCost).toBeCloseTo(s.stats.dailyCost, 12);
    expect(s.stats.averageCostPerRequest).toBeCloseTo(s.stats.dailyCost / 2, 12);
    expect(s.status).toEqual({ allowed: true, reason: null });
    expect(s.circuitBreaker).toEqual(DEFAULT_CIRCUIT_BREAKER);
  });

  it.each([
    ["an empty message", { message: "   ", context: "blog_creation" }],
    ["a message over 4000 characters", { message: "x".repeat(4001), context: "blog_creation" }],
    ["another context", { message: "hi", context: "sales" }],
    ["no message", { context: "blog_creation" }],
    ["no context", { message: "hi" }],
  ])("refuses %s with 400 and never calls the model", async (_, payload) => {
    const before = LocalStandInAssistant.calls;
    const res = await asOwner("/api/chat", json(payload));
    expect(res.status).toBe(400);
    expect(LocalStandInAssistant.calls).toBe(before);
  });

  it("shows the answer as sanitised HTML, with the Markdown kept for copying and posts", async () => {
    const res = await send('Write a post about <img src=x onerror="alert(1)"> frames');
    expect(res.status).toBe(200);
    const body = await res.json<{ content: string; html: string }>();
    expect(body.content).toMatch(/^# <img src=x onerror="alert\(1\)"> frames/);
    expect(body.html).toContain("<h2>");
    expect(body.html).not.toMatch(/<h1|onerror|<script/i);
    expect(body.html).toContain("<li><strong>Materials:</strong>");
    expect(body.html).toMatch(/<p>Keywords: .*<\/p>\n<p>Meta description: /);
  });

  it("is refused for visitors without reaching the model", async () => {
    const before = LocalStandInAssistant.calls;
    const res = await request("/api/chat", json({ message: "hi", context: "blog_creation" }));
    expect(res.status).toBe(401);
    expect(LocalStandInAssistant.calls).toBe(before);
  });
});

describe("the circuit breaker", () => {
  async function expectBlocked(reason: RegExp) {
    const before = LocalStandInAssistant.calls;
    const res = await send("One more post idea");
    expect(res.status).toBe(429);
    const body = await res.json<{ error: string; reason: string }>();
    expect(body.reason).toMatch(reason);
    expect(LocalStandInAssistant.calls).toBe(before);
    const s = await stats();
    expect(s.status.allowed).toBe(false);
    expect(s.status.reason).toMatch(reason);
  }

  it("blocks at the daily limit before the model is called", async () => {
    expect((await configure({ dailyLimit: 0 })).status).toBe(200);
    await expectBlocked(/Daily limit of \$0\.00/);
  });

  it("blocks once the day's spending reaches the limit", async () => {
    expect((await send("first")).status).toBe(200);
    const spent = (await stats()).stats.dailyCost;
    await configure({ dailyLimit: spent });
    await expectBlocked(/Daily limit/);
    // Raising it lets the owner continue.
    await configure({ dailyLimit: spent + 1 });
    expect((await send("again")).status).toBe(200);
  });

  it("blocks at the monthly limit", async () => {
    await send("first");
    await configure({ monthlyLimit: 0.000001 });
    await expectBlocked(/Monthly limit/);
  });

  it("blocks past the hourly request limit", async () => {
    await configure({ requestsPerHour: 2 });
    expect((await send("one")).status).toBe(200);
    expect((await send("two")).status).toBe(200);
    await expectBlocked(/Hourly limit of 2 requests/);
  });

  it("lets every call through when disabled", async () => {
    await configure({ enabled: false, dailyLimit: 0, monthlyLimit: 0, requestsPerHour: 0 });
    expect((await send("free for all")).status).toBe(200);
    expect((await stats()).status).toEqual({ allowed: true, reason: null });
  });

  it("caps the answer's length by the cost per request", async () => {
    const long = await (await send("Write about matting")).json<{
      usage: { outputTokens: number };
    }>();
    await configure({ costPerRequest: 0.0003 });
    const short = await (await send("Write about matting")).json<{
      usage: { outputTokens: number; cost: number };
    }>();
    expect(short.usage.outputTokens).toBeLessThan(long.usage.outputTokens);
    expect(short.usage.cost).toBeLessThanOrEqual(0.0003);
  });

  it("refuses a message the max cost per request cannot pay for, before the model", async () => {
    await configure({ costPerRequest: 0.0001 });
    const before = LocalStandInAssistant.calls;
    const res = await send("Write about matting");
    expect(res.status).toBe(429);
    expect((await res.json<{ reason: string }>()).reason).toMatch(
      /max cost per request of \$0\.0001 is too low/,
    );
    expect(LocalStandInAssistant.calls).toBe(before);
    expect((await stats()).stats.totalRequests).toBe(0);
  });

  it("counts only answered calls: a blocked one adds no request and no cost", async () => {
    await configure({ requestsPerHour: 1 });
    await send("one");
    const after = (await stats()).stats;
    expect((await send("two")).status).toBe(429);
    expect((await stats()).stats).toEqual(after);
  });

  it("resets every counter but keeps the settings", async () => {
    await configure({ dailyLimit: 5 });
    await send("one");
    const res = await asOwner("/api/usage/reset", { method: "POST" });
    expect(res.status).toBe(200);
    const s = await stats();
    expect(s.stats).toEqual({
      dailyCost: 0,
      monthlyCost: 0,
      totalRequests: 0,
      averageCostPerRequest: 0,
    });
    expect(s.circuitBreaker.dailyLimit).toBe(5);
  });

  it.each([
    ["a negative daily limit", { dailyLimit: -1 }],
    ["a fractional hourly limit", { requestsPerHour: 2.5 }],
    ["a string monthly limit", { monthlyLimit: "10" }],
    ["a missing switch", { enabled: undefined }],
    ["a negative cost per request", { costPerRequest: -0.01 }],
  ])("refuses settings with %s (400) and keeps the old ones", async (_, patch) => {
    const res = await asOwner(
      "/api/usage/circuit-breaker",
      json({ ...DEFAULT_CIRCUIT_BREAKER, ...patch }),
    );
    expect(res.status).toBe(400);
    expect((await res.json<{ issues: unknown[] }>()).issues.length).toBeGreaterThan(0);
    expect((await stats()).circuitBreaker).toEqual(DEFAULT_CIRCUIT_BREAKER);
  });
});
