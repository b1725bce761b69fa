// A shop's React app written against `storefront-elements/widgets`; each @ts-expect-error line is a
// wrong use the shipped types must refuse.
import { useState } from 'react';
import 'storefront-elements/widgets.css';
import {
  Button,
  ICON_NAMES,
  type IconName,
  Notification,
  PasswordField,
  Select,
  type SelectOption,
  TextField,
  type TextFieldProps,
  WidgetKit,
  formatIban,
} from 'storefront-elements/widgets';

const salutations: SelectOption[] = [{ value: 'MRS', label: 'Frau' }];
const firstIcon: IconName = ICON_NAMES[0];
const iban: string = formatIban('de89370400440532013000');
const dateField: Pick<TextFieldProps, 'type' | 'dateFormat'> = { type: 'date', dateFormat: 'yyyy.mm.dd' };

export function Checkout() {
  const [value, setValue] = useState(iban);
  return (
    <WidgetKit locale="de-AT">
      <TextField name="iban" label="IBAN" type="iban" value={value} onChange={(next) => setValue(next)} required />
      <TextField name="birthday" label="Geburtstag" {...dateField} value="" onChange={() => undefined} />
      <PasswordField name="password" label="Passwort" value="" onChange={() => undefined} />
      <Select name="salutation" label="Anrede" options={salutations} value="" onChange={() => undefined} />
      <Notification state="success">Gespeichert</Notification>
      <Button variant="primary-fill" appendIcon={firstIcon}>
        Weiter
      </Button>
      {/* @ts-expect-error -- not one of the text field's types */}
      <TextField name="x" label="X" type="phone" value="" onChange={() => undefined} />
      {/* @ts-expect-error -- a text field needs its value */}
      <TextField name="y" label="Y" onChange={() => undefined} />
      {/* @ts-expect-error -- not a button variant */}
      <Button variant="tertiary">Nein</Button>
    </WidgetKit>
  );
}
