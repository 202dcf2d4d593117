import { Create } from 'react-admin';
import { TextStyleCardForm, cardBody } from './TextStyleCardForm.tsx';

export default function TextStyleCardCreate() {
  return (
    <Create redirect="list" transform={cardBody}>
      <TextStyleCardForm />
    </Create>
  );
}
