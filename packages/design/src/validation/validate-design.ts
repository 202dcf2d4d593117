import { CURRENT_SCHEMA_VERSION, type DesignDocument, type DesignElement, type DesignSide, type PrintArea } from '../document/design-document.ts';
import { migrateDesign } from '../document/migrations.ts';
import { readElementBase } from '../elements/element-base.ts';
import type { ElementValidationContext } from '../elements/element-util.ts';
import { getElementUtil, isElementType, elementUtils } from '../elements/element-utils.ts';
import { DEFAULT_DESIGN_LIMITS, type DesignLimits } from './design-limits.ts';
import { elementIds, reuseKey, type ValidatedElements } from './validated-elements.ts';
import { ValidationContext } from './validation-context.ts';

/** Options of {@link validateDesign}. */
export interface ValidateDesignOptions {
  limits?: Partial<DesignLimits>;
  /**
   * Top-level elements validated before (see {@link createValidatedElements}): an element whose input
   * has the same JSON as one held there is not validated again, and the very same object comes back.
   * Used with the default limits only (ignored with `limits`, which change what is valid).
   */
  reuse?: ValidatedElements;
}

/** Thrown when reused elements clash with the rest of the design: the design is validated afresh, for the exact error. */
const REUSE_CONFLICT = Symbol('reuse conflict');

class DesignValidationContext extends ValidationContext implements ElementValidationContext {
  depth = 0;
  readonly #reuse: ValidatedElements | undefined;

  constructor(limits: DesignLimits, reuse: ValidatedElements | undefined) {
    super(limits);
    this.#reuse = reuse;
  }

  readTopLevelElement(input: unknown, path: string): DesignElement {
    const reuse = this.#reuse;
    const key = reuse ? reuseKey(input) : null;
    if (!reuse || key === null) return this.readElement(input, path, 1);
    const hit = reuse.get(key);
    if (hit) {
      this.elementCount += hit.count;
      if (this.elementCount > this.limits.maxElements) throw REUSE_CONFLICT;
      for (const id of hit.ids) {
        if (this.ids.has(id)) throw REUSE_CONFLICT;
        this.ids.add(id);
      }
      return hit.element;
    }
    const before = this.elementCount;
    const element = this.readElement(input, path, 1);
    reuse.set(key, { element, ids: elementIds(element), count: this.elementCount - before });
    return element;
  }

  readElement(input: unknown, path: string, depth: number): DesignElement {
    if (depth > this.limits.maxDepth) this.fail(path, `is nested ${depth} levels deep; the limit is ${this.limits.maxDepth}`);
    this.elementCount += 1;
    if (this.elementCount > this.limits.maxElements) this.fail(path, `exceeds the limit of ${this.limits.maxElements} elements in a design`);
    const object = this.object(input, path);
    const type = object.type;
    if (!isElementType(type)) {
      this.fail(`${path}.type`, `unknown element type ${JSON.stringify(type)}; expected one of ${Object.keys(elementUtils).join(', ')}`);
    }
    const base = readElementBase(object, path, this);
    const outer = this.depth;
    this.depth = depth;
    try {
      return getElementUtil(type).validate(object, base, path, this);
    } finally {
      this.depth = outer;
    }
  }
}

/**
 * Migrates and validates an untrusted design document. Returns a normalized document (defaults
 * filled in, colors upper-case) or throws `svc_design_invalid` whose `data.path` is the JSON path
 * of the first problem (for example `$.sides[0].elements[3].fontSize`).
 *
 * @example
 * const design = validateDesign(JSON.parse(body));
 */
export function validateDesign(input: unknown, options: ValidateDesignOptions = {}): DesignDocument {
  const reuse = options.limits === undefined ? options.reuse : undefined;
  if (reuse === undefined) return validate(input, new DesignValidationContext({ ...DEFAULT_DESIGN_LIMITS, ...options.limits }, undefined));
  try {
    return validate(input, new DesignValidationContext(DEFAULT_DESIGN_LIMITS, reuse));
  } catch (error) {
    if (error !== REUSE_CONFLICT) throw error;
    return validate(input, new DesignValidationContext(DEFAULT_DESIGN_LIMITS, undefined));
  }
}

function validate(input: unknown, context: DesignValidationContext): DesignDocument {
  const { limits } = context;
  const document = context.object(migrateDesign(input), '$');
  const max = limits.maxCoordinate;
  const sideIds = new Set<string>();
  const sides = context.array(document.sides, '$.sides', limits.maxSides).map((sideInput, sideIndex): DesignSide => {
    const path = `$.sides[${sideIndex}]`;
    const side = context.object(sideInput, path);
    const id = context.field(side, 'id', path, (value, at) => context.nonEmptyString(value, at));
    if (sideIds.has(id)) context.fail(`${path}.id`, `duplicates the side id "${id}"`);
    sideIds.add(id);
    const trimInput = context.field(side, 'trim', path, (value, at) => context.object(value, at));
    const trim = {
      width: context.field(trimInput, 'width', `${path}.trim`, (value, at) => context.number(value, at, 1e-3, max)),
      height: context.field(trimInput, 'height', `${path}.trim`, (value, at) => context.number(value, at, 1e-3, max)),
    };
    const printAreas = context
      .array(side.printAreas, `${path}.printAreas`, limits.maxPrintAreas)
      .map((areaInput, areaIndex): PrintArea => {
        const at = `${path}.printAreas[${areaIndex}]`;
        const area = context.object(areaInput, at);
        return {
          id: context.field(area, 'id', at, (value, p) => context.nonEmptyString(value, p)),
          name: context.field(area, 'name', at, (value, p) => context.string(value, p), ''),
          x: context.field(area, 'x', at, (value, p) => context.number(value, p, -max, max)),
          y: context.field(area, 'y', at, (value, p) => context.number(value, p, -max, max)),
          width: context.field(area, 'width', at, (value, p) => context.number(value, p, 1e-3, max)),
          height: context.field(area, 'height', at, (value, p) => context.number(value, p, 1e-3, max)),
        };
      });
    if (printAreas.length === 0) context.fail(`${path}.printAreas`, 'needs at least one print area');
    const elements = context
      .array(side.elements, `${path}.elements`, limits.maxElements)
      .map((element, index) => context.readTopLevelElement(element, `${path}.elements[${index}]`));
    return {
      id,
      name: context.field(side, 'name', path, (value, at) => context.string(value, at), id),
      trim,
      bleed: context.field(side, 'bleed', path, (value, at) => context.number(value, at, 0, 100), 0),
      safeMargin: context.field(side, 'safeMargin', path, (value, at) => context.number(value, at, 0, Math.min(trim.width, trim.height) / 2), 0),
      printAreas,
      elements,
    };
  });
  if (sides.length === 0) context.fail('$.sides', 'needs at least one side');
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    name: context.field(document, 'name', '$', (value, at) => context.string(value, at), ''),
    sides,
  };
}
