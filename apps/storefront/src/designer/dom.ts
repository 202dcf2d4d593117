/** Attributes and properties of {@link h}: `on*` functions become listeners, `false`/`null` attributes are left out. */
export type Props = Record<string, unknown>;
export type Child = Node | string | number | null | undefined | false | readonly Child[];

const SVG_NS = 'http://www.w3.org/2000/svg';

function build<E extends Element>(element: E, props: Props | null, children: Child[]): E {
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value as EventListener);
    else if (name === 'value' && 'value' in element) (element as unknown as { value: unknown }).value = value;
    else if (name === 'checked' && 'checked' in element) (element as unknown as { checked: unknown }).checked = value;
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

function append(parent: Element | ShadowRoot, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.append(child instanceof Node ? child : String(child));
  }
}

/**
 * A DOM element in one expression: the designer builds its panels with this instead of a UI
 * framework (see docs/decisions.md), re-creating a panel when its data changes.
 *
 * @example
 * h('button', { type: 'button', onClick: () => editor.undo(), 'aria-label': t('undo') }, '↶')
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  return build(document.createElement(tag), props ?? null, children);
}

/** An SVG element, as {@link h}. */
export function s<K extends keyof SVGElementTagNameMap>(tag: K, props?: Props | null, ...children: Child[]): SVGElementTagNameMap[K] {
  return build(document.createElementNS(SVG_NS, tag), props ?? null, children);
}

/** Replaces the children of `parent`. */
export function mount(parent: Element | ShadowRoot, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}
