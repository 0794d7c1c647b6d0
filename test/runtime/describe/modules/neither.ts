// A module exporting neither a Topology nor a function returning one.
export const topology = { name: 'not a topology' }
export default undefined
