import { defineContract } from './define';

export default defineContract('admin-users', []);
