// POST /api/chat's logic: check the circuit breaker, cap the tokens, ask the assistant, record the cost.
import {
  callCost,
  estimateTokens,
  MAX_OUTPUT_TOKENS,
  MIN_OUTPUT_TOKENS,
  maxTokensFor,
} from "~/lib/ai-cost";
import type { ChatRequest } from "~/lib/chat-schema";
import { isLabelledLine } from "~/lib/post-from-answer";
import { renderPostMarkdown } from "../markdown";
import { shopFacts, turnaround } from "../shop";
import {
  type Assistant,
  AssistantAnswerError,
  type AssistantEnv,
  type AssistantReply,
  chooseAssistant,
  systemPrompt,
} from "./assistant";
import { breakerStatus, readCircuitBreaker, readUsage, recordCall } from "./usage";

type ChatEnv = AssistantEnv & Pick<Env, "USAGE" | "DB">;

export type ChatResult =
  | {
      status: "answered";
      // The answer as Markdown (copied, turned into a post) and as sanitised HTML (shown in the chat).
      content: string;
      html: string;
      standIn: boolean;
      model: string;
      usage: { inputTokens: number; outputTokens: number; cost: number };
    }
  | { status: "blocked"; reason: string }
  | { status: "failed"; error: string };

// The labelled lines show as paragraphs of their own (Markdown would join adjacent lines).
function answerForDisplay(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => (isLabelledLine(line) ? `\n${line}\n` : line))
    .join("\n");
}

export async function chat(env: ChatEnv, request: ChatRequest): Promise<ChatResult> {
  // The breaker is checked before anything reaches the model (docs/decisions/0008-ai-circuit-breaker.md).
  const [settings, usage] = await Promise.all([
    readCircuitBreaker(env.USAGE),
    readUsage(env.USAGE),
  ]);
  const status = breakerStatus(settings, usage);
  if (!status.allowed) return { status: "blocked", reason: status.reason };

  const system = systemPrompt(await shopFacts(env), request.business, await turnaround(env));
  // The max cost per request caps how much the model may write.
  const maxTokens = settings.enabled
    ? maxTokensFor(env.AI_MODEL, estimateTokens(system + request.message), settings.costPerRequest)
    : MAX_OUTPUT_TOKENS;
  if (maxTokens < MIN_OUTPUT_TOKENS) {
    return {
      status: "blocked",
      // The owner's own setting, as they typed it (it may be a fraction of a cent on purpose).
      reason: `The max cost per request of $${settings.costPerRequest} is too low for a useful answer to this message.`,
    };
  }

  const { primary, fallback } = chooseAssistant(env);
  let assistant: Assistant = primary;
  let reply: AssistantReply;
  try {
    reply = await primary.reply({ system, message: request.message, maxTokens });
  } catch (err) {
    if (err instanceof AssistantAnswerError) return { status: "failed", error: err.message };
    if (!fallback) {
      console.error("Workers AI call failed", err);
      return {
        status: "failed",
        error: "The AI model could not be reached. Please try again in a minute.",
      };
    }
    // Local development with remote bindings off: "Binding AI needs to be run remotely".
    console.warn(
      `Workers AI is not reachable here (${err instanceof Error ? err.message : err}); the local stand-in answers.`,
    );
    assistant = fallback;
    reply = await fallback.reply({ system, message: request.message, maxTokens });
  }

  const cost = callCost(assistant.model, reply.inputTokens, reply.outputTokens);
  await recordCall(env.USAGE, cost);
  return {
    status: "answered",
    content: reply.content,
    html: renderPostMarkdown(answerForDisplay(reply.content)),
    standIn: assistant.standIn,
    model: assistant.model,
    usage: { inputTokens: reply.inputTokens, outputTokens: reply.outputTokens, cost },
  };
}
