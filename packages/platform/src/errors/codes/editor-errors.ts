import { defineErrors } from '../error-definition.ts';

/**
 * Refusals of the design editor engine (`@dcs/editor`): a command that a template's permissions or
 * the document limits do not allow changes nothing and throws one of these, so the designer panel
 * shows the same sentence wherever the command came from (button, keyboard, touch).
 */
export const editorErrors = defineErrors({
  svc_editor_not_permitted: { status: 403, message: 'This element cannot be {action}: the template does not allow it.' },
  svc_editor_text_too_long: { status: 400, message: 'This text is limited to {max} characters.' },
  svc_editor_element_not_found: { status: 404, message: 'The design has no element "{id}".' },
  svc_editor_limit_reached: { status: 400, message: 'A design holds at most {max} elements.' },
});
