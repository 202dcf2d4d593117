import type { DesignElement } from '@dcs/design';

/** Who drives the editor: a customer is bound by the template's permissions, an admin (template author) is not. */
export type EditorRole = 'customer' | 'admin';

/** What the current role may do with one element. */
export interface ElementAbilities {
  select: boolean;
  move: boolean;
  resize: boolean;
  edit: boolean;
  remove: boolean;
  /** Graphemes a text may hold, `null` for no limit besides the editor's. */
  maxLength: number | null;
}

/** The verbs of {@link ElementAbilities} that a command needs. */
export type Ability = 'move' | 'resize' | 'edit' | 'remove';

/** Past participles for the refusal message ("This element cannot be moved"). */
export const ABILITY_WORDS: Record<Ability, string> = { move: 'moved', resize: 'resized', edit: 'changed', remove: 'removed' };

/**
 * What `role` may do with `element`. `locked` freezes an element for everyone but the layer list's
 * unlock; a customer is also bound by `permissions`. Hidden elements can be selected only from the
 * layer list (the host decides), never by hit-testing.
 */
export function abilitiesOf(element: DesignElement, role: EditorRole): ElementAbilities {
  if (role === 'admin') {
    const free = !element.locked;
    return { select: true, move: free, resize: free, edit: free, remove: free, maxLength: element.permissions.maxLength };
  }
  const free = !element.locked;
  const p = element.permissions;
  return {
    select: true,
    move: free && p.movable,
    resize: free && p.resizable,
    edit: free && p.editable,
    remove: free && p.removable,
    maxLength: p.maxLength,
  };
}
