import { createError } from '@dcs/platform';
function invalid(path, reason) {
    return createError('svc_configurator_mapping_invalid', { params: { path, reason }, data: { path, reason } });
}
/**
 * What the schema cannot say about a mapping: every rule names an option and a value the product
 * has, anchors are unique per side and on a side the product has (when it declares sides), and every
 * `move_to_anchor` names an anchor. Layers are not checked here: they belong to designs, which vary;
 * applying to a design without the layer is `svc_configurator_layer_unknown`.
 *
 * @throws `svc_configurator_mapping_invalid` (400) with `data.path` and `data.reason`.
 */
export function assertMappingFitsProduct(mapping, product) {
    const sides = Array.isArray(product.meta.sides)
        ? new Set(product.meta.sides.map((side) => side?.id).filter((id) => typeof id === 'string'))
        : null;
    const anchors = new Set();
    mapping.anchors.forEach((anchor, index) => {
        const key = `${anchor.side}\u0000${anchor.name}`;
        if (anchors.has(key))
            throw invalid(`$.anchors[${index}]`, `the anchor "${anchor.name}" is defined twice on side "${anchor.side}".`);
        anchors.add(key);
        if (sides && sides.size > 0 && !sides.has(anchor.side))
            throw invalid(`$.anchors[${index}].side`, `the product has no side "${anchor.side}".`);
    });
    const anchorNames = new Set(mapping.anchors.map((anchor) => anchor.name));
    mapping.rules.forEach((rule, index) => {
        const option = product.options.find((candidate) => candidate.name === rule.option);
        if (!option)
            throw invalid(`$.rules[${index}].option`, `the product has no option "${rule.option}".`);
        if (!option.values.some((value) => value.value === rule.value)) {
            throw invalid(`$.rules[${index}].value`, `the option "${rule.option}" has no value "${rule.value}".`);
        }
        rule.changes.forEach((change, changeIndex) => {
            if (change.action === 'move_to_anchor' && !anchorNames.has(change.anchor)) {
                throw invalid(`$.rules[${index}].changes[${changeIndex}].anchor`, `no anchor is named "${change.anchor}".`);
            }
        });
    });
}
/** The selected options completed with each option's first value, as the shop prices a cart line. */
export function effectiveOptions(product, selected) {
    const options = {};
    for (const option of product.options) {
        const value = Object.hasOwn(selected, option.name) ? selected[option.name] : option.values[0]?.value;
        if (value !== undefined)
            options[option.name] = value;
    }
    return options;
}
