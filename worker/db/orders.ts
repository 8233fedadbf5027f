import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { CreateOrderInput, Order, OrderStatus } from '../contract/order';
import { newId } from '../ids';
import type { PricedOrder } from '../pricing';
import { orderLines, orders } from './schema';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

function toOrder(row: OrderRow, lines: LineRow[]): Order {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    items: lines
      .sort((a, b) => a.position - b.position)
      .map((line) => ({ id: line.dishId, name: line.name, quantity: line.quantity, price: line.price, image: line.image, description: line.description })),
    total: row.total,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    estimatedDeliveryTime: row.estimatedDeliveryTime,
    delivery: { address: row.deliveryAddress, phone: row.deliveryPhone, instructions: row.deliveryInstructions },
    paymentMethod: row.paymentMethod,
  };
}

async function withLines(database: D1Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await drizzle(database)
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((row) => row.id)));
  return rows.map((row) => toOrder(row, lines.filter((line) => line.orderId === row.id)));
}

export async function findOrder(database: D1Database, id: string): Promise<Order | undefined> {
  const rows = await drizzle(database).select().from(orders).where(eq(orders.id, id)).limit(1);
  return (await withLines(database, rows))[0];
}

export async function findOrderByIdempotencyKey(database: D1Database, userId: string, key: string): Promise<Order | undefined> {
  const rows = await drizzle(database).select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))).limit(1);
  return (await withLines(database, rows))[0];
}

/** The order and its lines in one D1 batch: all of it is written, or none. Status is always 'pending'. */
export async function createOrder(database: D1Database, input: CreateOrderInput, priced: PricedOrder, idempotencyKey: string | null): Promise<Order> {
  const db = drizzle(database);
  const id = newId();
  const createdAt = new Date();
  await db.batch([
    db.insert(orders).values({
      id,
      userId: input.userId,
      name: input.name,
      total: priced.total,
      status: 'pending',
      estimatedDeliveryTime: priced.estimatedDeliveryTime,
      deliveryAddress: input.delivery.address,
      deliveryPhone: input.delivery.phone,
      deliveryInstructions: input.delivery.instructions ?? '',
      paymentMethod: input.paymentMethod,
      idempotencyKey,
      createdAt,
      updatedAt: createdAt,
    }),
    db.insert(orderLines).values(priced.lines.map((line, position) => ({ orderId: id, position, dishId: line.id, name: line.name, quantity: line.quantity, price: line.price, image: line.image, description: line.description }))),
  ]);
  const order = await findOrder(database, id);
  if (!order) throw new Error('The order was not stored');
  return order;
}

/** Newest first; one user's, or everyone's. */
export async function listOrders(database: D1Database, userId?: string): Promise<Order[]> {
  const query = drizzle(database).select().from(orders);
  const rows = await (userId ? query.where(eq(orders.userId, userId)) : query).orderBy(desc(orders.createdAt), asc(orders.id));
  return withLines(database, rows);
}

export async function updateOrderStatus(database: D1Database, id: string, status: OrderStatus): Promise<Order | undefined> {
  const updated = await drizzle(database).update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id)).returning({ id: orders.id });
  return updated.length ? findOrder(database, id) : undefined;
}

export async function deleteOrder(database: D1Database, id: string): Promise<boolean> {
  const db = drizzle(database);
  const [, deleted] = await db.batch([db.delete(orderLines).where(eq(orderLines.orderId, id)), db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id })]);
  return deleted.length > 0;
}
