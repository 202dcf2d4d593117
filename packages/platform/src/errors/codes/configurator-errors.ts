import { defineErrors } from '../error-definition.ts';

/** Errors of the Smart configurator addon (and of `applyConfiguratorMapping` in `@dcs/design`). */
export const configuratorErrors = defineErrors({
  svc_configurator_layer_unknown: {
    status: 400,
    message: 'The design has no layer named "{layer}", which the mapping changes for {option} = {value}.',
  },
  svc_configurator_change_unsupported: {
    status: 400,
    message: 'The change "{action}" cannot be applied to layer "{layer}": {reason}',
  },
  svc_configurator_anchor_unknown: {
    status: 400,
    message: 'The anchor "{anchor}" is not defined for side "{side}" of this product.',
  },
  svc_configurator_mapping_invalid: { status: 400, message: 'The configurator mapping is invalid at {path}: {reason}' },
  svc_configurator_mapping_not_found: { status: 404, message: 'Product {product} has no configurator mapping.' },
});
