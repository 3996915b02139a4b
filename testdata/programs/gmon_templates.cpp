// gmon_templates: C++ at -O0 -pg whose names are hard to demangle: variadic
// templates taking forwarding references (`h<int, long>(int&&, long&&)`),
// std::swap of a struct (its `std::enable_if<...>::type` return type), a
// template constructor, std::function of a function type, a member of a
// nested class taken by reference, a lambda inside a function template and
// an empty parameter pack. At -O0 the library templates stay out of line,
// so gprof names them too.
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

struct Record {
    long key;
    double weight;
};

namespace geo {
struct Outer {
    struct Inner {
        long value;
    };
    long visit(const Inner &inner, Inner &out) const;
};

long Outer::visit(const Inner &inner, Outer::Inner &out) const
{
    out.value = inner.value * 3 + 1;
    return out.value;
}
} // namespace geo

// A pack of forwarding references: each element is `T&&`.
template <typename... Args> long h(Args &&...args)
{
    long sum = 0;
    ((sum = sum * 31 + static_cast<long>(args)), ...);
    return sum;
}

// An empty pack after a named parameter.
template <typename... Rest> long tail(long first, Rest... rest)
{
    return first + static_cast<long>(sizeof...(rest));
}

template <typename T> struct Box {
    T item;
    template <typename It> Box(It first, It last) : item(*first + *(last - 1))
    {
    }
};

template <typename F> long apply_each(const std::vector<long> &values, F f)
{
    long total = 0;
    auto step = [&](long v) { total += f(v); };
    for (long v : values)
        step(v);
    return total;
}

long twice(long x) { return 2 * x; }

int main()
{
    std::vector<Record> records;
    for (long i = 0; i < 200000; i++)
        records.push_back(Record{(i * 7919) % 100003, i * 0.5});
    long swaps = 0;
    for (int round = 0; round < 10; round++)
        for (std::size_t i = 1; i < records.size(); i++)
            if (records[i - 1].key > records[i].key) {
                std::swap(records[i - 1], records[i]);
                swaps++;
            }
    long hashed = 0;
    for (int i = 0; i < 2000000; i++)
        hashed += h(i, static_cast<long>(i) * 3) + tail(i);
    std::vector<long> values(records.size());
    for (std::size_t i = 0; i < records.size(); i++)
        values[i] = records[i].key;
    Box<long> box(values.begin(), values.end());
    std::function<long(long)> doubler = twice;
    long applied = 0;
    for (int round = 0; round < 20; round++)
        applied += apply_each(values, doubler);
    geo::Outer outer;
    geo::Outer::Inner in{5}, out{0};
    long visited = 0;
    for (int i = 0; i < 100000; i++)
        visited += outer.visit(in, out);
    std::map<std::string, long> names;
    for (int i = 0; i < 20000; i++)
        names[std::to_string(i % 3000)] += i;
    std::printf("%ld %ld %ld %ld %ld %zu\n", swaps, hashed, box.item, applied, visited,
                names.size());
    return 0;
}
