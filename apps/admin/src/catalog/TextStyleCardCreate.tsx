import { Create } from 'react-admin';
import { TextStyleCardForm } from './TextStyleCardForm.tsx';

export default function TextStyleCardCreate() {
  return (
    <Create redirect="list">
      <TextStyleCardForm />
    </Create>
  );
}
