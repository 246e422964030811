// The blog-writing assistant: one interface, two implementations (docs/decisions/0008-ai-circuit-breaker.md).
// WorkersAiAssistant calls the model through the AI binding; LocalStandInAssistant is a clearly
// labelled offline stand-in for tests and for local development, where Workers AI cannot be reached.
import { business, fullAddress } from "~/content/business";
import { estimateTokens } from "~/lib/ai-cost";
import { BLOG_CATEGORIES } from "~/lib/blog";
import {
  DEFAULT_TURNAROUND,
  hoursLines,
  oneLineAddress,
  type Turnaround,
  turnaroundText,
} from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";

export interface AssistantRequest {
  system: string;
  message: string;
  // The most output tokens the call may produce (from the cost cap per request).
  maxTokens: number;
}

export interface AssistantReply {
  content: string;
  inputTokens: number;
  outputTokens: number;
}

export interface Assistant {
  // The model whose price the call is charged at.
  readonly model: string;
  // True for the local stand-in: the chat shows a notice.
  readonly standIn: boolean;
  reply(request: AssistantRequest): Promise<AssistantReply>;
}

/** The model was reached but gave no usable answer (as opposed to not being reachable at all). */
export class AssistantAnswerError extends Error {}

const price = (range: string) => range.replace(/-/g, " to ");

/**
 * The shop's facts for the model: the story's from app/content/business.ts
 * (docs/decisions/0001-business-facts.md), the address, phone, hours and prices as the owner saved
 * them (docs/decisions/0040-shop-facts-in-d1.md).
 */
export function systemPrompt(
  shop: ShopFacts,
  ownerNote?: string,
  lead: Turnaround = DEFAULT_TURNAROUND,
): string {
  const hours = hoursLines(shop)
    .map((h) => `${h.days} ${h.label}`)
    .join("; ");
  const p = shop.prices;
  return [
    `You help the owner of ${business.name}, a custom picture-framing studio at ${oneLineAddress(shop)} in the Houston Heights, write blog posts for the studio's website.`,
    `Facts you may use: founded ${business.foundedYear}; ${business.claims.yearsExperience} years of experience; ${business.claims.piecesFramed} pieces framed; ${business.claims.satisfaction} satisfaction; ${business.claims.matColours} mat colours; pickup, delivery and installation within ${business.claims.serviceRadiusMiles} miles; fine art prints up to ${business.claims.maxPrintWidthInches} inches wide; typical turnaround ${turnaroundText(lead.leadDays)}; phone ${shop.phone}; email ${shop.email}; hours ${hours}.`,
    `Typical prices: custom framing ${price(p.customFraming)}, shadowboxes ${price(p.shadowbox)}, canvas stretching ${price(p.canvasStretching)}, restoration ${price(p.restoration)}, UV glass upgrade ${price(p.uvGlassUpgrade)}, conservation mounting ${price(p.conservationMounting)}.`,
    "Never invent other facts, prices, awards, reviews or customer names.",
    "Write in Markdown: one # heading as the title, short paragraphs, ## subheadings, lists where useful.",
    'End with two lines: "Keywords: " followed by 3 to 6 comma-separated search phrases, and "Meta description: " followed by one sentence of at most 155 characters.',
    `The blog's categories are ${BLOG_CATEGORIES.join(", ")}.`,
    ...(ownerNote ? [`About the studio, in the owner's words: ${ownerNote}`] : []),
  ].join("\n");
}

// Workers AI text models answer { response, usage }; OpenAI-compatible ones answer { choices, usage }.
interface WorkersAiTextResult {
  response?: unknown;
  choices?: Array<{ message?: { content?: unknown } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

export class WorkersAiAssistant implements Assistant {
  readonly standIn = false;
  constructor(
    private readonly ai: Ai,
    readonly model: string,
  ) {}

  async reply({ system, message, maxTokens }: AssistantRequest): Promise<AssistantReply> {
    const result = (await this.ai.run(
      this.model as keyof AiModels,
      {
        messages: [
          { role: "system", content: system },
          { role: "user", content: message },
        ],
        max_tokens: maxTokens,
      } as never,
    )) as WorkersAiTextResult;
    const text = result?.response ?? result?.choices?.[0]?.message?.content;
    const content = typeof text === "string" ? text.trim() : "";
    // Empty output is an error, not an empty success (issue 10).
    if (!content) throw new AssistantAnswerError("No content received from the AI model.");
    return {
      content,
      // Cost comes from the usage the model reports; an estimate only if a model reports none.
      inputTokens: result.usage?.prompt_tokens ?? estimateTokens(system + message),
      outputTokens: result.usage?.completion_tokens ?? estimateTokens(content),
    };
  }
}

export const STAND_IN_LABEL =
  "*(Local stand-in answer: Workers AI is not reachable here, so this text was generated offline. Do not publish it as is.)*";

/** The topic of a request like "Write a post about framing jerseys." -> "framing jerseys". */
function topicOf(message: string): string {
  const topic = message
    .trim()
    .replace(/\s+/g, " ")
    .replace(
      /^(?:please\s+)?(?:write|draft|create)\s+(?:me\s+)?(?:a|an)\s+(?:short\s+|long\s+)?(?:blog\s+)?(?:post|article)\s+(?:about|on)\s+/i,
      "",
    )
    .replace(/[?.!]+$/, "")
    .slice(0, 80)
    .trim();
  return topic || "Custom framing";
}

/**
 * Deterministic Markdown answers with token counts, so the chat, the cost math and the circuit
 * breaker work offline. It is charged at the configured model's prices so the limits behave as
 * they will in production. `calls` lets tests prove that a blocked request never got here.
 */
export class LocalStandInAssistant implements Assistant {
  static calls = 0;
  readonly standIn = true;
  constructor(readonly model: string) {}

  async reply({ system, message, maxTokens }: AssistantRequest): Promise<AssistantReply> {
    LocalStandInAssistant.calls++;
    const topic = topicOf(message);
    const full = [
      `# ${topic.charAt(0).toUpperCase()}${topic.slice(1)}`,
      "",
      STAND_IN_LABEL,
      "",
      `At ${business.name} in the Houston Heights we are asked about this every week. Here is how we think about it when a piece comes through the door, and what we recommend so it lasts for decades.`,
      "",
      "## What to consider",
      "",
      "- **Materials:** acid-free mats and backing keep paper from yellowing.",
      "- **Glazing:** UV-filtering glass slows fading in bright Houston rooms.",
      "- **Humidity:** a sealed back and spacers protect against our damp summers.",
      "",
      "## How we can help",
      "",
      `Bring the piece to the studio at ${fullAddress} or call ${business.phone.display}; we design the frame with you and agree its date when you order.`,
      "",
      `Keywords: ${topic.toLowerCase()}, custom framing, houston heights framing`,
      `Meta description: ${business.name} on ${topic.toLowerCase()} and how to protect framed art in Houston.`,
    ].join("\n");
    // Like a model, stop at the token cap (about four characters a token).
    const content =
      estimateTokens(full) > maxTokens ? full.slice(0, maxTokens * 4).trimEnd() : full;
    return {
      content,
      inputTokens: estimateTokens(system + message),
      outputTokens: estimateTokens(content),
    };
  }
}

export type AssistantEnv = Pick<Env, "AI" | "AI_MODEL" | "ENVIRONMENT" | "AI_STAND_IN">;

/**
 * Which assistant answers. Tests set AI_STAND_IN=always: they never need the network. In local
 * development the real model is tried first (it is reachable with REMOTE_BINDINGS=true); with
 * remote bindings off, env.AI.run throws at once and the stand-in answers instead. In production
 * there is no stand-in: a failing model is an error the owner sees.
 */
export function chooseAssistant(env: AssistantEnv): { primary: Assistant; fallback?: Assistant } {
  const standIn = new LocalStandInAssistant(env.AI_MODEL);
  if (env.AI_STAND_IN === "always") return { primary: standIn };
  const workersAi = new WorkersAiAssistant(env.AI, env.AI_MODEL);
  return env.ENVIRONMENT === "development"
    ? { primary: workersAi, fallback: standIn }
    : { primary: workersAi };
}
