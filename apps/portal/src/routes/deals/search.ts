/** A deals list in the URL (a status, else every deal, and the page): the list reads it itself. */
export { dealsSearch } from '@colla/features/deals';
