// Transitions keyed by an event type that a machine factory builds from its instance's id
// (`${id}.edit`): TypeScript widens a computed key to string, which xstate's typed `on` refuses, so
// `keyed(type, transition)` is `{ [type]: transition }` under the key's literal type. Under a key
// that is still generic inside the factory, xstate's types cannot check the transition itself
// (the intersection says so); the instances' catalogue paths walk every one of them.
export function keyed<K extends string, V>(type: K, transition: V): Record<K, V> & Record<never, unknown> {
  // an object with exactly this one key and value: what Record<K, V> says
  return Object.fromEntries([[type, transition]]) as Record<K, V>;
}
