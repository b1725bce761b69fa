import { useState, type ReactNode } from 'react';
import {
  Banderole,
  BANDEROLE_VARIANTS,
  Button,
  BUTTON_VARIANTS,
  ExpansionItem,
  IconButton,
  Modal,
  NOTIFICATION_STATES,
  NOTIFICATION_VARIANTS,
  Notification,
  Text,
  TextLink,
  type ModalSize,
} from 'storefront-elements/widgets';
import { IconSection } from './icons';

const LEGAL_TEXT =
  'By subscribing I agree that the retailer may send me its newsletter with offers on coffee, fashion, living and more by e-mail. ' +
  'I can withdraw this consent at any time with effect for the future, free of charge, via the unsubscribe link in every newsletter. ' +
  'Details on how my data is processed are in the privacy notice. The welcome voucher is valid once per customer.';

function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`gallery-${name}`} className="gallery-section" data-section={name}>
      <h3 id={`gallery-${name}`}>{title}</h3>
      {children}
    </section>
  );
}

function TextSection() {
  return (
    <Section name="text" title="Text">
      {(['xs', 's', 'm', 'l', 'xl'] as const).map((size) => (
        <Text key={size} size={size}>
          Size {size}: fresh coffee every morning
        </Text>
      ))}
      <div className="gallery-row">
        <Text tag="span" weight="bold">
          Bold
        </Text>
        <Text tag="span" decoration="underline">
          Underline
        </Text>
        <Text tag="span" decoration="line-through">
          Line-through 19,99 €
        </Text>
        <Text tag="span" transform="uppercase">
          Uppercase
        </Text>
        <Text tag="span" transform="capitalize">
          capitalize each word
        </Text>
      </div>
      {(['start', 'center', 'end'] as const).map((alignment) => (
        <Text key={alignment} alignment={alignment} size="s">
          Aligned {alignment}
        </Text>
      ))}
    </Section>
  );
}

function TextLinkSection() {
  return (
    <Section name="text-link" title="TextLink">
      <div className="gallery-row">
        <TextLink href="#primary">Primary (default)</TextLink>
        <TextLink href="#secondary" variant="secondary">
          Secondary
        </TextLink>
        <TextLink icon="arrow-right" iconPosition="prepend">
          Button, icon prepended
        </TextLink>
        <TextLink icon={null}>No icon</TextLink>
        <TextLink href="https://example.com" target="_blank" icon="external">
          External, new tab
        </TextLink>
        <TextLink href="#disabled" disabled>
          Disabled (inert button)
        </TextLink>
      </div>
      <div className="gallery-row">
        {(['small', 'medium', 'large'] as const).map((size) => (
          <TextLink key={size} href={`#${size}`} size={size}>
            Size {size}
          </TextLink>
        ))}
      </div>
      <div className="gallery-row gallery-dark">
        <TextLink href="#inverted" variant="inverted">
          Inverted
        </TextLink>
        <TextLink variant="inverted" disabled>
          Inverted, disabled
        </TextLink>
      </div>
    </Section>
  );
}

function ButtonSection() {
  return (
    <Section name="button" title="Button">
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant} className="gallery-row" data-variant={variant}>
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} appendIcon="arrow-right" prependIcon="bag">
            With icons
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant} loading>
            Loading
          </Button>
        </div>
      ))}
      <div className="gallery-row">
        <Button tag="a" href="#cart" appendIcon="arrow-right">
          Link styled as button
        </Button>
      </div>
      <Button fullWidth>Full width</Button>
    </Section>
  );
}

function IconButtonSection() {
  return (
    <Section name="icon-button" title="IconButton">
      {(['primary-default', 'secondary', 'ghost'] as const).map((variant) => (
        <div key={variant} className="gallery-row" data-variant={variant}>
          {(['small', 'medium', 'large'] as const).map((size) => (
            <IconButton key={size} icon="wishlist" label={`Add to wishlist (${variant}, ${size})`} variant={variant} size={size} />
          ))}
          <IconButton icon="close" label={`Close (${variant}, disabled)`} variant={variant} disabled />
          <code>{variant}: small, medium, large, disabled</code>
        </div>
      ))}
    </Section>
  );
}

function BanderoleSection() {
  return (
    <Section name="banderole" title="Banderole">
      <div className="gallery-stack">
        {BANDEROLE_VARIANTS.map((variant) => (
          <Banderole
            key={variant}
            variant={variant}
            icon="delivery"
            text={`Free delivery from 30 € (${variant})`}
            link={{ href: '#delivery', text: 'Details' }}
          />
        ))}
        <Banderole text="Text only" />
      </div>
    </Section>
  );
}

function NotificationSection() {
  const [dismissed, setDismissed] = useState(false);
  return (
    <Section name="notification" title="Notification">
      {NOTIFICATION_VARIANTS.map((variant) => (
        <div key={variant} className="gallery-grid" data-variant={variant}>
          {NOTIFICATION_STATES.map((state) => (
            <Notification key={state} state={state} variant={variant} title={variant === 'banner' ? `${state} title` : undefined}>
              {state} message, variant {variant}.
            </Notification>
          ))}
        </div>
      ))}
      {!dismissed && (
        <Notification state="success" onDismiss={() => setDismissed(true)} title="Dismissible">
          This banner has a close button.
        </Notification>
      )}
    </Section>
  );
}

function ExpansionSection() {
  return (
    <Section name="expansion-item" title="ExpansionItem">
      <div className="gallery-grid">
        <div>
          <h4>Default, 96 px</h4>
          <ExpansionItem id="gallery-expansion-default">
            <p className="gallery-paragraph">{LEGAL_TEXT}</p>
            <p className="gallery-paragraph">{LEGAL_TEXT}</p>
          </ExpansionItem>
        </div>
        <div>
          <h4>Legal notice, 60 px</h4>
          <ExpansionItem id="gallery-expansion-legal" collapsedHeight={60}>
            <p className="gallery-paragraph">
              {LEGAL_TEXT}{' '}
              <TextLink href="#privacy" icon={null}>
                Privacy notice
              </TextLink>
            </p>
          </ExpansionItem>
        </div>
      </div>
    </Section>
  );
}

function ModalSection() {
  const [open, setOpen] = useState<ModalSize | null>(null);
  const close = () => setOpen(null);
  return (
    <Section name="modal" title="Modal">
      <div className="gallery-row">
        {(['S', 'M', 'L'] as const).map((size) => (
          <Button key={size} variant="primary-outline" onClick={() => setOpen(size)}>
            Open modal {size}
          </Button>
        ))}
      </div>
      <Modal
        open={open !== null}
        size={open ?? 'M'}
        onClose={close}
        title={`Preview settings (size ${open ?? ''})`}
        footer={
          <>
            <Button variant="secondary-outline" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Apply</Button>
          </>
        }
      >
        <Text>Escape, a click on the backdrop and the close button close this dialog. Tab stays inside it.</Text>
        <p>
          <TextLink href="#help">Help on preview settings</TextLink>
        </p>
      </Modal>
    </Section>
  );
}

export function DisplayGallery() {
  return (
    <section aria-labelledby="gallery-display">
      <h2 id="gallery-display">Display widgets</h2>
      <IconSection />
      <TextSection />
      <TextLinkSection />
      <ButtonSection />
      <IconButtonSection />
      <BanderoleSection />
      <NotificationSection />
      <ExpansionSection />
      <ModalSection />
    </section>
  );
}
