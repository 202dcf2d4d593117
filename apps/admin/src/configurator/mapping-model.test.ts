import { describe, expect, it } from 'vitest';
import { anchorRow, changeRow, changesByValue, groupKey, layersOf, mappingFromText, rowErrorsOf, withChanges, type Mapping, type ProductOption } from './mapping-model.ts';

const values = (...names: string[]) => names.map((value) => ({ value, label: value, priceDelta: 0 }));
const options: ProductOption[] = [
  { name: 'size', label: 'Size', values: values('S', 'XL') },
  { name: 'color', label: 'Color', values: values('white', 'black') },
];

describe('the configurator form model', () => {
  it('groups rules per option value and writes one rule per value back in the product order, unknown ones last', () => {
    const mapping: Mapping = {
      anchors: [],
      rules: [
        { option: 'color', value: 'black', changes: [{ action: 'hide', layer: 'name' }] },
        { option: 'finish', value: 'matte', changes: [{ action: 'show', layer: 'x' }] },
        { option: 'size', value: 'XL', changes: [{ action: 'show', layer: 'sleeve' }] },
        { option: 'color', value: 'black', changes: [{ action: 'set_text', layer: 'name', text: 'B' }] },
      ],
    };
    expect(changesByValue(mapping.rules).get(groupKey('color', 'black'))).toHaveLength(2);
    const edited = withChanges(mapping, options, groupKey('color', 'white'), [{ action: 'show', layer: 'logo' }]);
    expect(edited.rules.map((rule) => `${rule.option}=${rule.value}:${rule.changes.length}`)).toEqual(['size=XL:1', 'color=white:1', 'color=black:2', 'finish=matte:1']);
    // A value whose last change is removed has no rule any more.
    expect(withChanges(edited, options, groupKey('size', 'XL'), []).rules.map((rule) => rule.value)).toEqual(['white', 'black', 'matte']);
  });

  it('places the server refusals on the rows of the rules sent', () => {
    const sent = [
      { option: 'size', value: 'XL', changes: [{ action: 'show' as const, layer: 'a' }] },
      { option: 'color', value: 'black', changes: [{ action: 'hide' as const, layer: 'a' }, { action: 'move_to_anchor' as const, layer: 'a', anchor: 'x' }] },
    ];
    const invalid = { code: 'svc_configurator_mapping_invalid', message: 'no anchor is named "x".', data: { path: '$.rules[1].changes[1].anchor' } };
    expect(rowErrorsOf(invalid, sent)).toEqual({ [changeRow(groupKey('color', 'black'), 1)]: 'no anchor is named "x".' });
    const schema = { code: 'rest_invalid_param', message: 'Invalid parameter(s): rules, anchors', data: { details: { rules: [{ path: '/0/changes/0', message: 'must match a schema' }], anchors: [{ path: '/2/width', message: 'must be > 0' }] } } };
    expect(rowErrorsOf(schema, sent)).toEqual({ [changeRow(groupKey('size', 'XL'), 0)]: '/0/changes/0: must match a schema', [anchorRow(2)]: '/2/width: must be > 0' });
    // The preview's refusal names the `mapping` parameter; a refusal with no place goes to the whole mapping.
    const preview = { code: 'rest_invalid_param', message: 'Invalid parameter(s): mapping', data: { details: { mapping: [{ path: '/rules/1', message: 'bad' }] } } };
    expect(rowErrorsOf(preview, sent)).toEqual({ [groupKey('color', 'black')]: '/rules/1: bad' });
    expect(rowErrorsOf({ code: 'svc_product_not_found', message: 'No product 9.', data: {} }, sent)).toEqual({ mapping: 'No product 9.' });
  });

  it('lists the layers of a design with their element types, group children included', () => {
    const design = {
      sides: [
        { elements: [{ type: 'text', layer: 'name' }, { type: 'group', children: [{ type: 'clipart', layer: 'logo' }, { type: 'text', layer: 'logo' }] }, { type: 'shape' }] },
        { elements: [{ type: 'image', layer: 'name' }] },
      ],
    };
    expect(layersOf(design)).toEqual([
      { layer: 'name', types: ['text', 'image'] },
      { layer: 'logo', types: ['clipart', 'text'] },
    ]);
    expect(layersOf(null)).toEqual([]);
  });

  it('reads the JSON tab only when it holds a mapping object', () => {
    expect(mappingFromText('{"rules":[]}')).toEqual({ anchors: [], rules: [] });
    for (const text of ['', '[]', '{"anchors":[]}', '{"rules":', 'null']) expect(mappingFromText(text), text).toBeNull();
  });
});
