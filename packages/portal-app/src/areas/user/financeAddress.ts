// The user centre shows one panel at a time, so its finance lists keep the ordinary paging names.
import type { ListAddressNames } from '../../views/statusFilteredAddress';

export const USER_CENTRE_LIST: ListAddressNames = { page: 'pageNo', size: 'pageSize', status: 'status' };
