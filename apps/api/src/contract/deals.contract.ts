import { defineContract } from './define';

export default defineContract('deals', []);
