export * from './catalogue/catalogue.schemas';
export * from './exams/group-exams';
export * from './messages/messages';
export * from './money/currency';
export * from './variants/sort-variants';
export * from './variants/variant-label';
