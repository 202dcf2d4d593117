import type { DesignDocument, DesignElement, LayoutRule } from '@dcs/design';
import type { FieldConstraints, TemplateHost, TemplateState } from './template-host.ts';

/**
 * The constraints of the template API's snake_case fields only: an answer of `svc/v1` also carries
 * their deprecated camelCase names, which, sent back stale beside an edited field, the API refuses.
 */
function ownConstraints(given: FieldConstraints): FieldConstraints {
  const { label, allowed_fonts, allowed_colors, min_ppi } = structuredClone(given);
  return Object.fromEntries(Object.entries({ label, allowed_fonts, allowed_colors, min_ppi }).filter(([, value]) => value !== undefined)) as FieldConstraints;
}

/**
 * The template-only state of a template editor: placeholder constraints (`fields`) and smart-layout
 * rules (`layout`), keyed by element id. The element fields themselves (placeholder flag,
 * permissions, lock, overflow) live in the document and change through editor commands, with undo.
 */
export class TemplateSession {
  #fields: Record<string, FieldConstraints>;
  #layout: Record<string, LayoutRule>;
  /** Called after every change made here (the element forwards it as `dcs-change`). */
  onChange: () => void = () => {};

  constructor(host: TemplateHost) {
    this.#fields = Object.fromEntries(Object.entries(host.fields ?? {}).map(([id, constraints]) => [id, ownConstraints(constraints)]));
    this.#layout = structuredClone(host.layout ?? {});
  }

  field(id: string): FieldConstraints {
    return this.#fields[id] ?? {};
  }

  /** Sets (or, with `undefined`, clears) constraints of a placeholder; empty constraints are dropped. */
  setField(id: string, patch: Partial<FieldConstraints>): void {
    const next: FieldConstraints = { ...this.#fields[id], ...patch };
    for (const key of Object.keys(next) as Array<keyof FieldConstraints>) {
      const value = next[key];
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
    }
    if (Object.keys(next).length === 0) delete this.#fields[id];
    else this.#fields[id] = next;
    this.onChange();
  }

  rule(id: string): LayoutRule | null {
    return this.#layout[id] ?? null;
  }

  setRule(id: string, rule: LayoutRule | null): void {
    if (rule) this.#layout[id] = rule;
    else delete this.#layout[id];
    this.onChange();
  }

  /**
   * The template as the API takes it: constraints only for elements that are placeholders now, rules
   * only for top-level elements (the API refuses other keys; an element removed or unflagged since
   * keeps nothing behind).
   */
  state(design: DesignDocument): TemplateState {
    const placeholders = new Set<string>();
    const topLevel = new Set<string>();
    const visit = (elements: readonly DesignElement[], top: boolean) => {
      for (const element of elements) {
        if (top) topLevel.add(element.id);
        if (element.placeholder) placeholders.add(element.id);
        if (element.type === 'group') visit(element.children, false);
      }
    };
    for (const side of design.sides) visit(side.elements, true);
    const fields = Object.fromEntries(Object.entries(this.#fields).filter(([id]) => placeholders.has(id)));
    const layout = Object.fromEntries(Object.entries(this.#layout).filter(([id]) => topLevel.has(id)));
    return { design, fields: structuredClone(fields), layout: structuredClone(layout) };
  }
}
