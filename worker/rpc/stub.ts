// The one place a binding's namespace meets the object's type: env.ts declares the Durable Object
// namespaces without their classes (it imports nothing), and each object's contract asks for its
// stub here. Nothing checks at run time that the binding holds that class: wrangler.toml binds
// each name to one class, and each class `implements` the contract its callers are given.
import type { ObjectNamespace } from '../env';

/** The stub of the object named `name` (idFromName) in `namespace`, typed as the contract `T`. */
export function namedStub<T extends Rpc.DurableObjectBranded>(
  namespace: ObjectNamespace,
  name: string,
): DurableObjectStub<T> {
  return stubOf<T>(namespace, namespace.idFromName(name));
}

/** The stub of the object with `id` in `namespace`, typed as the contract `T`. */
export function stubOf<T extends Rpc.DurableObjectBranded>(
  namespace: ObjectNamespace,
  id: DurableObjectId,
): DurableObjectStub<T> {
  return namespace.get(id) as DurableObjectStub<T>;
}
