export { Pagination, type PaginationProps } from './Pagination';
export { pageRange, type PageItem } from './pageRange';
