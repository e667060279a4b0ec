export { formatMadridTimestamp } from '@colla/ui/lib/format';
