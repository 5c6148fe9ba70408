export { Card, LinkCard, Receipt, cardLooks, cardPaddings } from './Card';
export type { CardProps, CardLook, CardPadding, LinkCardProps, ReceiptProps } from './Card';
