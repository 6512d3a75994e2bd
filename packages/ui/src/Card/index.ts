export { Card, cardPaddings, type CardProps, type CardPadding } from './Card';
