// Shared by the Twelves catching audits (audit-catching, audit-catching-removals):
// one entry of a view's catches list.
export const caught = (by: number, seat: number, action: string, via = "watch") => ({ by, seat, action, via });
