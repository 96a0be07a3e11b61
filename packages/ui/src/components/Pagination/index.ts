export { Pagination, type PaginationProps } from './Pagination';
export { pageKeepingFirstItem, pageRange, type PageRange } from './pageRange';
export { DEFAULT_PAGE_SIZE_OPTIONS } from './paginationOptions';
