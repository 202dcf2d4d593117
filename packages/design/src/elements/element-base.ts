import type { CustomerPermissions, ElementBase, Stroke, Transform } from '../document/design-document.ts';
import type { ValidationContext } from '../validation/validation-context.ts';

/** Permissions of a new element: a customer may do everything. */
export const DEFAULT_PERMISSIONS: Readonly<CustomerPermissions> = Object.freeze({
  movable: true,
  resizable: true,
  editable: true,
  removable: true,
  maxLength: null,
});

/** Reads the fields every element has. */
export function readElementBase(input: Record<string, unknown>, path: string, context: ValidationContext): ElementBase {
  const id = context.field(input, 'id', path, (value, at) => context.nonEmptyString(value, at));
  if (context.ids.has(id)) context.fail(`${path}.id`, `duplicates the id "${id}"`);
  context.ids.add(id);
  const max = context.limits.maxCoordinate;
  const transformInput = context.field(input, 'transform', path, (value, at) => context.object(value, at));
  const at = `${path}.transform`;
  const transform: Transform = {
    x: context.field(transformInput, 'x', at, (value, p) => context.number(value, p, -max, max)),
    y: context.field(transformInput, 'y', at, (value, p) => context.number(value, p, -max, max)),
    width: context.field(transformInput, 'width', at, (value, p) => context.number(value, p, 0, max)),
    height: context.field(transformInput, 'height', at, (value, p) => context.number(value, p, 0, max)),
    rotation: context.field(transformInput, 'rotation', at, (value, p) => context.number(value, p, -360, 360), 0),
  };
  const permissionsInput = context.field(input, 'permissions', path, (value, p) => context.object(value, p), {});
  const pp = `${path}.permissions`;
  const flag = (key: keyof CustomerPermissions) =>
    context.field(permissionsInput, key, pp, (value, p) => context.boolean(value, p), DEFAULT_PERMISSIONS[key] as boolean);
  const maxLength = permissionsInput.maxLength;
  return {
    id,
    layer: context.field(input, 'layer', path, (value, p) => context.string(value, p), ''),
    transform,
    opacity: context.field(input, 'opacity', path, (value, p) => context.number(value, p, 0, 1), 1),
    visible: context.field(input, 'visible', path, (value, p) => context.boolean(value, p), true),
    locked: context.field(input, 'locked', path, (value, p) => context.boolean(value, p), false),
    permissions: {
      movable: flag('movable'),
      resizable: flag('resizable'),
      editable: flag('editable'),
      removable: flag('removable'),
      maxLength:
        maxLength === undefined || maxLength === null
          ? null
          : Math.floor(context.number(maxLength, `${pp}.maxLength`, 0, context.limits.maxTextLength)),
    },
    placeholder: context.field(input, 'placeholder', path, (value, p) => context.boolean(value, p), false),
  };
}

/** Reads an optional stroke (`null` or absent for none). */
export function readStroke(input: Record<string, unknown>, path: string, context: ValidationContext): Stroke | null {
  const value = input.stroke;
  if (value === undefined || value === null) return null;
  const stroke = context.object(value, `${path}.stroke`);
  return {
    color: context.field(stroke, 'color', `${path}.stroke`, (v, p) => context.color(v, p)),
    width: context.field(stroke, 'width', `${path}.stroke`, (v, p) => context.number(v, p, 0, 1000)),
  };
}
