export { formatMadridTimestamp } from '../../lib/format';
