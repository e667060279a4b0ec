import { defineContract } from './define';

export default defineContract('proposals', []);
