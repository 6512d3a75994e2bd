/** Invisible direction marks and embeddings (LRM, RLM, ALM, LRE…RLO, LRI…PDI). */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/**
 * A phone number as shown (left to right) without the direction marks a store may have sent:
 * an RLM before "+966" would otherwise draw it as "4567 123 55 966+".
 */
export const displayPhone = (phone: string) => phone.replace(DIRECTION_MARKS, '').trim();
