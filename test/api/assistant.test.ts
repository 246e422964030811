// The assistant service inside workerd with real local KV and a scripted AI binding: which
// implementation answers, what reaches Workers AI, and what is recorded.

import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { business, fullAddress } from "~/content/business";
import { callCost, estimateTokens, maxTokensFor } from "~/lib/ai-cost";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import { LocalStandInAssistant, systemPrompt } from "~worker/services/ai/assistant";
import { chat } from "~worker/services/ai/chat";
import {
  DEFAULT_CIRCUIT_BREAKER,
  readUsage,
  recordCall,
  saveCircuitBreaker,
} from "~worker/services/ai/usage";

const MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

interface AiCall {
  model: string;
  input: { messages: { role: string; content: string }[]; max_tokens: number };
}

/** An AI binding that records its calls and answers with `answer` (or throws it). */
function scriptedAi(answer: unknown | Error) {
  const calls: AiCall[] = [];
  const ai = {
    run: async (model: string, input: AiCall["input"]) => {
      calls.push({ model, input });
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as Ai;
  return { ai, calls };
}

function envWith(ai: Ai, environment: "production" | "development") {
  return { AI: ai, AI_MODEL: MODEL, ENVIRONMENT: environment, USAGE: env.USAGE } as Parameters<
    typeof chat
  >[0];
}

const request = {
  message: "Write a post about framing a quilt",
  context: "blog_creation" as const,
};

async function clearKv() {
  const { keys } = await env.USAGE.list();
  await Promise.all(keys.map((k) => env.USAGE.delete(k.name)));
}

beforeEach(clearKv);

describe("Workers AI", () => {
  it("gets the configured model, the shop's facts, the message and a max_tokens capped by the cost per request", async () => {
    const { ai, calls } = scriptedAi({
      response: "# Quilts\n\nText.",
      usage: { prompt_tokens: 900, completion_tokens: 300 },
    });
    await saveCircuitBreaker(env.USAGE, { ...DEFAULT_CIRCUIT_BREAKER, costPerRequest: 0.001 });
    const result = await chat(envWith(ai, "production"), {
      ...request,
      business: "Framers since 2009.",
    });

    expect(calls).toHaveLength(1);
    const [{ model, input }] = calls as [AiCall];
    expect(model).toBe(MODEL);
    const [system, user] = input.messages as [
      AiCall["input"]["messages"][0],
      AiCall["input"]["messages"][0],
    ];
    expect(system.role).toBe("system");
    for (const fact of [
      business.name,
      fullAddress,
      business.phone.display,
      "Keywords:",
      "Meta description:",
      "Framers since 2009.",
    ]) {
      expect(system.content).toContain(fact);
    }
    expect(user).toEqual({ role: "user", content: request.message });
    expect(input.max_tokens).toBe(
      maxTokensFor(MODEL, estimateTokens(system.content + request.message), 0.001),
    );
    expect(input.max_tokens).toBeLessThan(500);

    expect(result).toMatchObject({
      status: "answered",
      standIn: false,
      content: "# Quilts\n\nText.",
    });
  });

  it("is charged from the token usage the model reports, and the cost is recorded", async () => {
    const { ai } = scriptedAi({
      response: "An answer.",
      usage: { prompt_tokens: 1200, completion_tokens: 800 },
    });
    const result = await chat(envWith(ai, "production"), request);
    const cost = callCost(MODEL, 1200, 800);
    expect(result).toMatchObject({
      status: "answered",
      usage: { inputTokens: 1200, outputTokens: 800, cost },
    });
    const usage = await readUsage(env.USAGE);
    expect(usage.dailyCost).toBeCloseTo(cost, 12);
    expect(usage.monthlyCost).toBeCloseTo(cost, 12);
    expect(usage.totalRequests).toBe(1);
    expect(usage.requestsThisHour).toBe(1);
  });

  it("reads OpenAI-style answers too", async () => {
    const { ai } = scriptedAi({
      choices: [{ message: { content: " From choices. " } }],
      usage: { prompt_tokens: 10, completion_tokens: 3 },
    });
    expect(await chat(envWith(ai, "production"), request)).toMatchObject({
      status: "answered",
      content: "From choices.",
    });
  });

  it("treats empty output as an error and records nothing", async () => {
    const { ai } = scriptedAi({
      response: "   ",
      usage: { prompt_tokens: 10, completion_tokens: 0 },
    });
    expect(await chat(envWith(ai, "production"), request)).toEqual({
      status: "failed",
      error: "No content received from the AI model.",
    });
    expect((await readUsage(env.USAGE)).totalRequests).toBe(0);
  });

  it("in production, an unreachable model is an error, never the stand-in", async () => {
    const before = LocalStandInAssistant.calls;
    const { ai } = scriptedAi(new Error("network down"));
    const result = await chat(envWith(ai, "production"), request);
    expect(result).toMatchObject({ status: "failed" });
    expect(LocalStandInAssistant.calls).toBe(before);
    expect((await readUsage(env.USAGE)).totalRequests).toBe(0);
  });

  it("in local development without remote bindings, the labelled stand-in answers instead", async () => {
    const before = LocalStandInAssistant.calls;
    const { ai, calls } = scriptedAi(new Error("Binding AI needs to be run remotely"));
    const result = await chat(envWith(ai, "development"), request);
    expect(calls).toHaveLength(1);
    expect(LocalStandInAssistant.calls).toBe(before + 1);
    expect(result).toMatchObject({ status: "answered", standIn: true });
    if (result.status !== "answered") return;
    expect(result.content).toMatch(/^# Framing a quilt\n/);
    expect(result.content).toContain("Local stand-in answer");
    expect((await readUsage(env.USAGE)).totalRequests).toBe(1);
  });

  it("is never called while the circuit breaker blocks", async () => {
    const { ai, calls } = scriptedAi({
      response: "x",
      usage: { prompt_tokens: 1, completion_tokens: 1 },
    });
    await saveCircuitBreaker(env.USAGE, { ...DEFAULT_CIRCUIT_BREAKER, requestsPerHour: 0 });
    expect(await chat(envWith(ai, "production"), request)).toMatchObject({ status: "blocked" });
    expect(calls).toHaveLength(0);
  });
});

describe("the system prompt", () => {
  it("states the shop's facts from the one source and asks for the labelled lines", () => {
    const prompt = systemPrompt({ ...DEFAULT_SHOP_FACTS, phone: "(832) 555-0199" });
    expect(prompt).toContain(`founded ${business.foundedYear}`);
    expect(prompt).toContain(`${business.claims.yearsExperience} years`);
    expect(prompt).not.toContain("25+");
    expect(prompt).toMatch(/Keywords: .*Meta description: /s);
    // The phone and hours as the owner saved them.
    expect(prompt).toContain("phone (832) 555-0199");
    expect(prompt).toContain("Monday - Friday 10:00 AM - 6:00 PM");
  });
});

describe("usage counters in the shop's time zone (America/Chicago)", () => {
  it("count a call late on the shop's evening toward that day, not the UTC one", async () => {
    // 03:00 UTC on 24 Nov is 21:00 on 23 Nov in Houston.
    await recordCall(env.USAGE, 0.01, new Date("2026-11-24T03:00:00Z"));
    expect((await readUsage(env.USAGE, new Date("2026-11-23T20:00:00Z"))).dailyCost).toBeCloseTo(
      0.01,
      12,
    );
    // Houston's next day starts at 06:00 UTC: a fresh day, the same month.
    const nextDay = await readUsage(env.USAGE, new Date("2026-11-24T07:00:00Z"));
    expect(nextDay.dailyCost).toBe(0);
    expect(nextDay.monthlyCost).toBeCloseTo(0.01, 12);
  });

  it("start a new month and a new hour on the shop's clock", async () => {
    // 04:30 UTC on 1 Dec is 22:30 on 30 Nov in Houston.
    await recordCall(env.USAGE, 0.02, new Date("2026-12-01T04:30:00Z"));
    expect((await readUsage(env.USAGE, new Date("2026-11-30T12:00:00Z"))).monthlyCost).toBeCloseTo(
      0.02,
      12,
    );
    expect((await readUsage(env.USAGE, new Date("2026-12-01T04:59:00Z"))).requestsThisHour).toBe(1);
    const december = await readUsage(env.USAGE, new Date("2026-12-01T07:00:00Z"));
    expect(december).toMatchObject({ monthlyCost: 0, requestsThisHour: 0, totalRequests: 1 });
  });
});
