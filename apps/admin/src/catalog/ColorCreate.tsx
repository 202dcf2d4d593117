import { Create } from 'react-admin';
import { ColorForm } from './ColorForm.tsx';

export default function ColorCreate() {
  return (
    <Create redirect="list">
      <ColorForm />
    </Create>
  );
}
