/**
 * react-admin 5 labels its row checkboxes with `aria-label` on MUI's `<Checkbox>`, which MUI 7 puts
 * on the wrapping span instead of the input: screen readers then meet unlabelled checkboxes (axe:
 * `label`, `aria-prohibited-attr`). Until react-admin passes the label through `slotProps.input`,
 * this moves such labels onto their input as they appear.
 */
export function moveCheckboxLabels(root: HTMLElement): () => void {
  const fix = () => {
    for (const span of root.querySelectorAll<HTMLElement>('.MuiCheckbox-root[aria-label]')) {
      const input = span.querySelector('input');
      if (input && !input.hasAttribute('aria-label')) input.setAttribute('aria-label', span.getAttribute('aria-label')!);
      span.removeAttribute('aria-label');
    }
  };
  const observer = new MutationObserver(fix);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  fix();
  return () => observer.disconnect();
}
