// The floor: the same dependencies as the bundle, built the same way, defining one trivial element.
// What the bundle weighs above this is the cost of our own code, texts, content and icons.
import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { createInstance } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { jwtDecode } from 'jwt-decode';

const i18n = createInstance();
void i18n.init({ lng: 'de', resources: { de: { common: { hello: 'Hallo' } } }, defaultNS: 'common', initAsync: false });
const schema = object({ email: string().email() });

function Hello() {
  const { t } = useTranslation();
  const form = useFormik({ initialValues: { email: '' }, validationSchema: schema, onSubmit: () => jwtDecode('') });
  return createElement('p', { 'data-value': form.values.email }, t('hello'));
}

function Floor() {
  return createElement(I18nextProvider, { i18n }, createElement(Hello));
}

if (!customElements.get('floor-element')) customElements.define('floor-element', r2wc(Floor, { shadow: 'open' }));
