import { Banderole } from '../../src/widgets/Banderole/Banderole';
import type { Promotion as PromotionData } from './api';

/** The SHOP_FOOTER promotion as a note strip at the top of the footer. */
export function Promotion({ promotion }: { promotion: PromotionData }) {
  return (
    <div className="ft-promotion">
      <Banderole
        variant="highlight"
        text={promotion.text}
        icon={promotion.icon}
        link={promotion.link && { href: promotion.link.url, text: promotion.link.text }}
      />
    </div>
  );
}
