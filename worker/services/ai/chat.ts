// POST /api/chat's logic: check the breaker, cap the tokens, call the assistant, record the cost.
import { callCost, estimateTokens, maxTokensFor, MIN_OUTPUT_TOKENS } from "~/lib/ai-cost";
import { AssistantError, chooseAssistant, markWorkersAiUnreachable, systemPrompt } from "./assistant";
import { breakerStatus, readCircuitBreaker, readUsage, recordCall } from "./usage";

type ChatEnv = Pick<Env, "AI" | "AI_MODEL" | "ENVIRONMENT" | "USAGE"> & { AI_STAND_IN?: string };

export type ChatResult =
  | { status: "answered"; content: string; standIn: boolean; model: string; usage: { inputTokens: number; outputTokens: number; cost: number } }
  | { status: "blocked"; reason: string }
  | { status: "failed"; error: string };

export async function chat(env: ChatEnv, message: string, businessNote?: string): Promise<ChatResult> {
  const [settings, usage] = await Promise.all([readCircuitBreaker(env.USAGE), readUsage(env.USAGE)]);
  const status = breakerStatus(settings, usage);
  if (!status.allowed) return { status: "blocked", reason: status.reason! };

  const system = businessNote ? `${systemPrompt()}\nThe owner adds: ${businessNote}` : systemPrompt();
  const inputEstimate = estimateTokens(system + message);
  // The per-request cost cap limits how much the model may write.
  const maxTokens = settings.enabled ? maxTokensFor(env.AI_MODEL, inputEstimate, settings.costPerRequest) : 2048;
  if (maxTokens < MIN_OUTPUT_TOKENS) {
    return { status: "blocked", reason: `The cost limit of $${settings.costPerRequest.toFixed(2)} per request is too low for this message.` };
  }

  const { primary, fallback } = chooseAssistant(env);
  let assistant = primary;
  let reply;
  try {
    reply = await primary.reply({ system, message, maxTokens });
  } catch (err) {
    if (!fallback || err instanceof AssistantError) {
      console.error("Assistant call failed", err);
      return { status: "failed", error: err instanceof AssistantError ? err.message : "The AI model could not be reached. Please try again." };
    }
    console.warn("Workers AI unreachable in development; answering with the local stand-in.", err);
    markWorkersAiUnreachable();
    assistant = fallback;
    reply = await fallback.reply({ system, message, maxTokens });
  }
  const cost = callCost(assistant.model, reply.inputTokens, reply.outputTokens);
  await recordCall(env.USAGE, cost);
  return {
    status: "answered",
    content: reply.content,
    standIn: assistant.standIn,
    model: assistant.model,
    usage: { inputTokens: reply.inputTokens, outputTokens: reply.outputTokens, cost },
  };
}
