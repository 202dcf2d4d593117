import { Create } from 'react-admin';
import { ColorForm, colorBody } from './ColorForm.tsx';

export default function ColorCreate() {
  return (
    <Create redirect="list" transform={colorBody}>
      <ColorForm />
    </Create>
  );
}
