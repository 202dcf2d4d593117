/** A condition as the form holds it: the value as text, whatever the operator wants. */
interface FormCondition {
  subject: string;
  op: string;
  name?: string;
  value: unknown;
}

const LIST_OPS = new Set(['in', 'not_in']);

/** The text the form shows for a stored condition value. */
export function conditionValueText(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : value === undefined || value === null ? '' : String(value);
}

/** The typed value the API wants for the condition's operator and subject. */
export function conditionValueOf(condition: FormCondition): unknown {
  const text = conditionValueText(condition.value);
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (LIST_OPS.has(condition.op)) return condition.subject === 'product' ? parts.map(Number) : parts;
  if (condition.op === 'between') return parts.slice(0, 2).map(Number);
  return Number(text);
}

/** Form values → the rule body (`POST /pricing/rules`): typed condition values, empty optionals dropped. */
export function ruleBodyOf(data: Record<string, any>): Record<string, unknown> {
  const { id: _id, created_at: _c, updated_at: _u, createdAt: _c2, updatedAt: _u2, ...rest } = data;
  const action = Object.fromEntries(Object.entries(rest.action ?? {}).filter(([, value]) => value !== '' && value !== null && value !== undefined));
  return {
    ...rest,
    conditions: (rest.conditions ?? []).map((condition: FormCondition) => ({ ...condition, value: conditionValueOf(condition) })),
    action,
  };
}
