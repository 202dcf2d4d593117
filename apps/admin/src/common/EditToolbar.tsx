import { SaveButton, Toolbar } from 'react-admin';
import { DeleteInUseButton } from './DeleteInUseButton.tsx';

/** Save, and a delete that can override "in use" after naming the users. */
export function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteInUseButton />
    </Toolbar>
  );
}
