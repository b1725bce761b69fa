import { useState, type ReactNode } from 'react';
import {
  Checkbox,
  PasswordField,
  Select,
  TextField,
  type CheckboxProps,
  type PasswordFieldProps,
  type SelectProps,
  type TextFieldProps,
} from 'storefront-elements/widgets';

/** Every form widget in every state, each one controlled so it can be typed into. */

type Demo<P, V> = Omit<P, 'value' | 'onChange'> & { initial?: V };

function DemoTextField({ initial = '', ...props }: Demo<TextFieldProps, string>) {
  const [value, setValue] = useState(initial);
  return <TextField {...props} value={value} onChange={setValue} />;
}

function DemoPasswordField({ initial = '', ...props }: Demo<PasswordFieldProps, string>) {
  const [value, setValue] = useState(initial);
  return <PasswordField {...props} value={value} onChange={setValue} />;
}

function DemoSelect({ initial = '', ...props }: Demo<SelectProps, string>) {
  const [value, setValue] = useState(initial);
  return <Select {...props} value={value} onChange={setValue} />;
}

function DemoCheckbox({ initial = false, ...props }: Omit<CheckboxProps, 'checked' | 'onChange'> & { initial?: boolean }) {
  const [checked, setChecked] = useState(initial);
  return <Checkbox {...props} checked={checked} onChange={setChecked} />;
}

function Group({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`gallery-${name}`} className="gallery-section" data-section={name}>
      <h3 id={`gallery-${name}`}>{title}</h3>
      <div className="gallery-grid">{children}</div>
    </section>
  );
}

const SALUTATIONS = [
  { value: 'MRS', label: 'Frau' },
  { value: 'MR', label: 'Herr' },
  { value: 'DIVERS', label: 'Divers' },
  { value: 'COMPANY', label: 'Firma', disabled: true },
];

export function FormsGallery() {
  return (
    <section aria-labelledby="gallery-forms">
      <h2 id="gallery-forms">Form widgets</h2>
      <p>Fields marked * are required.</p>

      <Group name="text-field" title="TextField">
        <DemoTextField name="text-default" label="Text (default)" />
        <DemoTextField name="text-hint" label="Text with hint" hint="Up to 40 characters" maxLength={40} />
        <DemoTextField name="text-required" label="Required text" required />
        <DemoTextField
          name="text-error"
          label="E-mail with error"
          type="email"
          initial="max@"
          required
          error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
        />
        <DemoTextField name="text-valid" label="E-mail, valid" type="email" initial="max@example.com" valid />
        <DemoTextField name="text-disabled" label="Disabled text" initial="Cannot be changed" disabled />
        <DemoTextField name="text-password" label="Type password" type="password" autoComplete="new-password" />
        <DemoTextField name="text-email" label="Type email" type="email" autoComplete="email" placeholder="name@example.com" />
        <DemoTextField name="text-number" label="Type number (max 8)" type="number" maxLength={8} hint="Digits, a leading +, one , or ." />
        <DemoTextField name="text-iban" label="Type iban" type="iban" initial="DE89 3704 0044 0532 0130 00" />
        <DemoTextField name="text-date-dmy" label="Type date, dd.mm.yyyy" type="date" />
        <DemoTextField name="text-date-ymd" label="Type date, yyyy.mm.dd" type="date" dateFormat="yyyy.mm.dd" initial="2026.11.22" />
        <DemoTextField
          name="text-all"
          label="Hint, required and error"
          hint="As on your card"
          required
          type="iban"
          initial="DE12"
          error="Die IBAN ist unvollständig."
        />
      </Group>

      <Group name="password-field" title="PasswordField">
        <DemoPasswordField name="password-empty" label="Password (empty)" autoComplete="new-password" />
        <DemoPasswordField name="password-0" label="Strength 0" initial="Aa1" />
        <DemoPasswordField name="password-1" label="Strength 1" initial="abcdefgh" />
        <DemoPasswordField name="password-2" label="Strength 2" initial="abcdefg1" />
        <DemoPasswordField name="password-3" label="Strength 3" initial="Abcdefg1" valid />
        <DemoPasswordField
          name="password-error"
          label="Password with error, no meter"
          required
          showStrength={false}
          error="Das Passwort ist ein Pflichtfeld."
        />
        <DemoPasswordField name="password-disabled" label="Disabled password" initial="Geheim123" disabled />
      </Group>

      <Group name="select" title="Select">
        <DemoSelect name="select-placeholder" label="Salutation with placeholder" options={SALUTATIONS} placeholder="Please choose" />
        <DemoSelect
          name="select-hint"
          label="Salutation with hint"
          options={SALUTATIONS}
          initial="MR"
          hint="Used to address you in e-mails"
        />
        <DemoSelect
          name="select-error"
          label="Required with error"
          options={SALUTATIONS}
          placeholder="Please choose"
          required
          error="Die Anrede ist ein Pflichtfeld."
        />
        <DemoSelect name="select-valid" label="Valid" options={SALUTATIONS} initial="MRS" valid />
        <DemoSelect name="select-disabled" label="Disabled" options={SALUTATIONS} initial="DIVERS" disabled />
      </Group>

      <Group name="checkbox" title="Checkbox">
        <DemoCheckbox name="checkbox-unchecked" label="Unchecked" />
        <DemoCheckbox name="checkbox-checked" label="Checked" initial />
        <DemoCheckbox
          name="checkbox-error"
          value="NEWSLETTER"
          required
          error="Bitte stimmen Sie dem Erhalt des Newsletters zu."
          label={
            <>
              I agree to the <a href="#privacy">privacy notice</a> (rich label with a link, required, error)
            </>
          }
        />
        <DemoCheckbox name="checkbox-hint" value="DNE" label="Personalised offers" hint="You can withdraw at any time." />
        <DemoCheckbox name="checkbox-disabled" label="Disabled, checked" initial disabled />
        <DemoCheckbox name="checkbox-disabled-off" label="Disabled, unchecked" disabled />
      </Group>
    </section>
  );
}
