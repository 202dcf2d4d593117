import type { DesignElement, ElementOfType, ElementType } from '../document/design-document.ts';
import { clipartUtil } from './clipart/clipart-util.ts';
import type { ElementUtil } from './element-util.ts';
import { groupUtil } from './group/group-util.ts';
import { imageUtil } from './image/image-util.ts';
import { qrCodeUtil } from './qrcode/qrcode-util.ts';
import { shapeUtil } from './shape/shape-util.ts';
import { textUtil } from './text/text-util.ts';

/**
 * The util of every element type. The mapped type is the exhaustiveness check: adding a type to
 * {@link DesignElement} fails to compile until its util is registered here.
 */
export const elementUtils: { readonly [T in ElementType]: ElementUtil<T> } = {
  text: textUtil,
  image: imageUtil,
  clipart: clipartUtil,
  shape: shapeUtil,
  qrcode: qrCodeUtil,
  group: groupUtil,
};

/** Whether `type` names an element type. */
export function isElementType(type: unknown): type is ElementType {
  return typeof type === 'string' && Object.hasOwn(elementUtils, type);
}

/** The util of `type`. */
export function getElementUtil<T extends ElementType>(type: T): ElementUtil<T> {
  return elementUtils[type];
}

/** The util for `element`, typed for the element it is given. */
export function elementUtilFor(element: DesignElement): ElementUtil<ElementType> {
  // Sound: the util of `element.type` handles exactly that element; TypeScript cannot correlate the union itself.
  return elementUtils[element.type] as unknown as ElementUtil<ElementType>;
}

/** A new element of `type` with the util's defaults. */
export function createElement<T extends ElementType>(
  type: T,
  fields: { id: string; transform: ElementOfType<T>['transform'] } & Partial<ElementOfType<T>>,
): ElementOfType<T> {
  return {
    layer: '',
    opacity: 1,
    visible: true,
    locked: false,
    permissions: { movable: true, resizable: true, editable: true, removable: true, maxLength: null },
    placeholder: false,
    ...getElementUtil(type).getDefaults(),
    type,
    ...fields,
  } as ElementOfType<T>;
}
