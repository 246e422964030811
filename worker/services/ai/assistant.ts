// One interface for the blog-writing assistant, two implementations: Workers AI, and a clearly
// labelled local stand-in for offline development and tests (decisions.md section 8).
import { business, fullAddress } from "~/content/business";
import { BLOG_CATEGORIES } from "~/lib/blog";
import { estimateTokens } from "~/lib/ai-cost";

export interface AssistantRequest {
  system: string;
  message: string;
  maxTokens: number;
}

export interface AssistantReply {
  content: string;
  inputTokens: number;
  outputTokens: number;
}

export interface Assistant {
  readonly model: string;
  // True for the local stand-in; the chat shows a notice.
  readonly standIn: boolean;
  reply(request: AssistantRequest): Promise<AssistantReply>;
}

export class AssistantError extends Error {}

/** The shop's facts for the model, from the one source (decisions.md section 1). */
export function systemPrompt(): string {
  const hours = business.hours.map((h) => `${h.days}: ${h.label}`).join("; ");
  return [
    `You help the owner of ${business.name}, a custom picture-framing studio at ${fullAddress} (the Houston Heights), write blog posts.`,
    `Facts you may use: founded ${business.foundedYear}; ${business.claims.yearsExperience} years of experience; ${business.claims.piecesFramed} pieces framed; ${business.claims.matColours} mat colours; pickup, delivery and installation within ${business.claims.serviceRadiusMiles} miles; prints up to ${business.claims.maxPrintWidthInches} inches wide; typical turnaround ${business.typicalTurnaround}; phone ${business.phone.display}; hours ${hours}.`,
    "Never invent other facts, prices, awards or reviews.",
    "Write in Markdown: one # heading as the title, short paragraphs, ## subheadings, lists where useful.",
    `End with two lines: "Keywords: " followed by 3-6 comma-separated search phrases, and "Meta description: " followed by one sentence of at most 155 characters.`,
    `Suitable categories are ${BLOG_CATEGORIES.join(", ")}.`,
  ].join("\n");
}

interface WorkersAiTextResult {
  response?: string;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

export class WorkersAiAssistant implements Assistant {
  readonly standIn = false;
  constructor(
    private readonly ai: Ai,
    readonly model: string,
  ) {}

  async reply({ system, message, maxTokens }: AssistantRequest): Promise<AssistantReply> {
    const result = (await this.ai.run(this.model as Parameters<Ai["run"]>[0], {
      messages: [
        { role: "system", content: system },
        { role: "user", content: message },
      ],
      max_tokens: maxTokens,
    } as never)) as WorkersAiTextResult;
    const content = typeof result?.response === "string" ? result.response.trim() : "";
    if (!content) throw new AssistantError("No content received from the model.");
    return {
      content,
      // The model reports its usage; fall back to an estimate only if it does not.
      inputTokens: result.usage?.prompt_tokens ?? estimateTokens(system + message),
      outputTokens: result.usage?.completion_tokens ?? estimateTokens(content),
    };
  }
}

/**
 * Deterministic answers with real token counts, so the chat, the cost math and the circuit
 * breaker can be used offline. It counts its calls so tests can prove a blocked call never got here.
 */
export class LocalStandInAssistant implements Assistant {
  readonly standIn = true;
  static calls = 0;
  constructor(readonly model: string) {}

  async reply({ system, message, maxTokens }: AssistantRequest): Promise<AssistantReply> {
    LocalStandInAssistant.calls++;
    const topic =
      message
        .trim()
        .replace(/\s+/g, " ")
        .replace(/^(?:please\s+)?(?:write|draft|create)\s+(?:me\s+)?(?:a|an)\s+(?:short\s+|long\s+)?(?:blog\s+)?(?:post|article)\s+(?:about|on)\s+/i, "")
        .replace(/[?.!]+$/, "")
        .slice(0, 80) || "Custom framing";
    const title = topic.charAt(0).toUpperCase() + topic.slice(1);
    const full = [
      `# ${title}`,
      "",
      `*(Local stand-in answer: Workers AI is not reachable from this machine, so this text is generated offline.)*`,
      "",
      `At ${business.name} in the Houston Heights we get asked about this every week. Here is how we think about it when a piece comes through the door, and what we recommend to protect it for decades.`,
      "",
      "## What to consider",
      "",
      "- **Materials:** acid-free mats and backing keep paper from yellowing.",
      "- **Glazing:** UV-filtering glass slows fading in bright Houston rooms.",
      "- **Humidity:** a sealed back and spacers protect against our damp summers.",
      "",
      "## How we can help",
      "",
      `Bring the piece to the studio at ${fullAddress} or call ${business.phone.display}; we will design the frame with you.`,
      "",
      `Keywords: ${topic.toLowerCase()}, custom framing, houston heights framing`,
      `Meta description: ${business.name} explains ${topic.toLowerCase()} and how to protect framed art in Houston.`,
    ].join("\n");
    // Respect the token cap as a model would: cut the answer at roughly maxTokens.
    const content = full.length / 4 > maxTokens ? full.slice(0, maxTokens * 4) : full;
    return { content, inputTokens: estimateTokens(system + message), outputTokens: estimateTokens(content) };
  }
}

type AssistantEnv = Pick<Env, "AI" | "AI_MODEL" | "ENVIRONMENT"> & { AI_STAND_IN?: string };

let workersAiUnreachable = false;

/**
 * The assistant for this request. Tests set AI_STAND_IN=always. In development the real model is
 * tried first (REMOTE_BINDINGS=true makes it reachable) and the stand-in takes over when it is not.
 */
export function chooseAssistant(env: AssistantEnv): { primary: Assistant; fallback?: Assistant } {
  const standIn = new LocalStandInAssistant(env.AI_MODEL);
  if (env.AI_STAND_IN === "always") return { primary: standIn };
  const real = new WorkersAiAssistant(env.AI, env.AI_MODEL);
  if (env.ENVIRONMENT !== "development") return { primary: real };
  if (workersAiUnreachable) return { primary: standIn };
  return { primary: real, fallback: standIn };
}

export function markWorkersAiUnreachable() {
  workersAiUnreachable = true;
}
