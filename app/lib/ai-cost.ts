// What an assistant call costs, from the token usage the model reports (docs/decisions/0008-ai-circuit-breaker.md).
// Shared by the Worker (recording, the circuit breaker) and the tests.

export interface ModelPrice {
  // US dollars per million tokens.
  inputPerMillion: number;
  outputPerMillion: number;
}

// Workers AI list prices in US dollars per million tokens, from the "Price in Tokens" column of
// https://developers.cloudflare.com/workers-ai/platform/pricing/ ("LLM model pricing", 2026).
// Update this table when the page changes or AI_MODEL (wrangler.toml) names another model.
export const MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  "@cf/meta/llama-3.3-70b-instruct-fp8-fast": { inputPerMillion: 0.293, outputPerMillion: 2.253 },
  "@cf/meta/llama-3.1-8b-instruct-fp8-fast": { inputPerMillion: 0.045, outputPerMillion: 0.384 },
  "@cf/meta/llama-3.1-8b-instruct": { inputPerMillion: 0.282, outputPerMillion: 0.827 },
  "@cf/meta/llama-4-scout-17b-16e-instruct": { inputPerMillion: 0.27, outputPerMillion: 0.85 },
  "@cf/mistralai/mistral-small-3.1-24b-instruct": {
    inputPerMillion: 0.351,
    outputPerMillion: 0.555,
  },
  "@cf/google/gemma-3-12b-it": { inputPerMillion: 0.345, outputPerMillion: 0.556 },
};

// A model missing from the table is charged at the dearest known price: the breaker errs safe.
export const UNKNOWN_MODEL_PRICE: ModelPrice = {
  inputPerMillion: Math.max(...Object.values(MODEL_PRICES).map((p) => p.inputPerMillion)),
  outputPerMillion: Math.max(...Object.values(MODEL_PRICES).map((p) => p.outputPerMillion)),
};

export function priceOf(model: string): ModelPrice {
  return MODEL_PRICES[model] ?? UNKNOWN_MODEL_PRICE;
}

/** Cost in dollars of one call. */
export function callCost(model: string, inputTokens: number, outputTokens: number): number {
  const p = priceOf(model);
  return (inputTokens * p.inputPerMillion + outputTokens * p.outputPerMillion) / 1_000_000;
}

// Never ask for more than this, whatever the budget allows.
export const MAX_OUTPUT_TOKENS = 2048;
// Below this an answer is not worth asking for.
export const MIN_OUTPUT_TOKENS = 64;

/**
 * The most output tokens a call may request so that it costs at most `costPerRequest`,
 * given the input tokens it will send. 0 when even the input alone costs more.
 */
export function maxTokensFor(model: string, inputTokens: number, costPerRequest: number): number {
  const p = priceOf(model);
  const left = costPerRequest - (inputTokens * p.inputPerMillion) / 1_000_000;
  if (left <= 0) return 0;
  const tokens = Math.floor((left * 1_000_000) / p.outputPerMillion);
  return Math.min(MAX_OUTPUT_TOKENS, tokens);
}

/** A rough token count for text (about four characters a token), to cap before the call. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

// Money the owner sees is to the cent (docs/decisions/0057-money-and-counts-in-words.md): a cost
// above zero but under a cent reads "< $0.01", never "$0.0000". The breaker's reasons, the chat
// and the AI Usage tab print the same dollars.
export function formatCost(dollars: number): string {
  if (dollars > 0 && dollars < 0.01) return "< $0.01";
  return `$${dollars.toFixed(2)}`;
}

export function formatLimit(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}
