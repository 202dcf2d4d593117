import type { DesignElement } from '../../document/design-document.ts';
import type { ElementUtil } from '../element-util.ts';

/** Elements drawn and moved together; children are positioned in the group's box coordinates. */
export const groupUtil: ElementUtil<'group'> = {
  type: 'group',

  getDefaults() {
    return { children: [] };
  },

  validate(input, base, path, context) {
    const items = context.field(input, 'children', path, (value, at) => context.array(value, at, context.limits.maxElements));
    const children: DesignElement[] = items.map((child, index) => context.readElement(child, `${path}.children[${index}]`, context.depth + 1));
    return { ...base, type: 'group', children };
  },

  children(element) {
    return element.children;
  },

  requestResources(element, requests, path) {
    requests.children(element.children, `${path}.children`);
  },

  getInkBoxes(element, context) {
    return context.childInkBoxes(element.children);
  },

  collectMetrics(element, _metrics, context) {
    context.collectChildren(element.children);
  },

  toSvg(element, context) {
    return context.renderChildren(element.children);
  },
};
