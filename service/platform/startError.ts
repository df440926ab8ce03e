/** A start that cannot go on, with the sentence to print (service/main.ts prints it in one line and exits 1). */
export class StartError extends Error {
  override name = 'StartError'
}
